import { Button, Menu } from '@mantine/core';
import { IconArrowsMove } from '@tabler/icons-react';
import { PIPELINE_STAGES, type PipelineItem, type PipelineStage } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';

/** The keyboard way to move a card: a menu of the other stages (Enter opens it, arrows choose, Enter moves). */
export const MoveMenu = ({
  item,
  onMove,
}: {
  item: PipelineItem;
  onMove: (stage: PipelineStage) => void;
}) => {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconArrowsMove size={14} aria-hidden />}
          aria-label={`${t('org.pipeline.moveTo')} ${item.title}`}
        >
          {t('org.pipeline.moveTo')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {PIPELINE_STAGES.filter((stage) => stage !== item.stage).map((stage) => (
          <Menu.Item key={stage} onClick={() => onMove(stage)}>
            {t(`org.stages.${stage}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
};
