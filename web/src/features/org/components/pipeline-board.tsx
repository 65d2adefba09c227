import { Badge, Card, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import {
  PIPELINE_STAGES,
  formatTenderDate,
  type PipelineItem,
  type PipelineStage,
} from '@tenderscout/domain';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUiLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { MoveMenu } from './move-menu';
import { OutcomeLine } from './pipeline-outcome';

const DRAG_TYPE = 'application/x-tenderscout-tender';

const BoardCard = ({
  item,
  canMove,
  onMove,
}: {
  item: PipelineItem;
  canMove: boolean;
  onMove: (stage: PipelineStage) => void;
}) => {
  const { t } = useTranslation();
  const { apiLanguage } = useUiLanguage();
  const onDragStart = (event: DragEvent) => event.dataTransfer.setData(DRAG_TYPE, item.tender_id);
  return (
    <Card withBorder padding="xs" component="li" draggable={canMove} onDragStart={onDragStart}>
      <Stack gap={4}>
        <Text component={Link} to={paths.tender(item.tender_id)} fw={600} size="sm" c="blue.8">
          {item.title}
        </Text>
        <Text size="xs" c="dimmed">
          {item.owner_name ?? t('org.pipeline.noOwner')}
          {item.closing_at &&
            ` · ${t('org.pipeline.closes')} ${formatTenderDate(item.closing_at, apiLanguage)}`}
        </Text>
        <OutcomeLine item={item} size="xs" />
        {canMove && <MoveMenu item={item} onMove={onMove} />}
      </Stack>
    </Card>
  );
};

/** The board: one column per stage; a card moves by drag and drop or by its "Move to…" menu. */
export const PipelineBoard = ({
  items,
  canMove,
  onMove,
}: {
  items: PipelineItem[];
  canMove: boolean;
  onMove: (item: PipelineItem, stage: PipelineStage) => void;
}) => {
  const { t } = useTranslation();
  const [over, setOver] = useState<PipelineStage | null>(null);
  const drop = (stage: PipelineStage) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const item = items.find((candidate) => candidate.tender_id === event.dataTransfer.getData(DRAG_TYPE));
    if (item && item.stage !== stage) onMove(item, stage);
  };
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Group align="start" wrap="nowrap" gap="sm">
        {PIPELINE_STAGES.map((stage) => {
          const column = items.filter((item) => item.stage === stage);
          return (
            <Card
              key={stage}
              component="section"
              aria-labelledby={`stage-${stage}`}
              withBorder
              padding="xs"
              w={220}
              miw={220}
              bg={over === stage ? 'blue.0' : 'gray.0'}
              onDragOver={(event) => {
                if (!canMove) return;
                event.preventDefault();
                setOver(stage);
              }}
              onDragLeave={() => setOver(null)}
              onDrop={drop(stage)}
            >
              <Group justify="space-between" mb="xs">
                <Title order={2} fz="sm" id={`stage-${stage}`}>
                  {t(`org.stages.${stage}`)}
                </Title>
                <Badge
                  variant="light"
                  color="gray"
                  aria-label={t('org.pipeline.count', { count: column.length })}
                >
                  {column.length}
                </Badge>
              </Group>
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {column.map((item) => (
                  <BoardCard
                    key={item.tender_id}
                    item={item}
                    canMove={canMove}
                    onMove={(to) => onMove(item, to)}
                  />
                ))}
              </Stack>
            </Card>
          );
        })}
      </Group>
    </ScrollArea>
  );
};
