import { ActionIcon, Affix, Button } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconMessageReport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FeedbackModal } from './feedback-modal';

/** The floating feedback control on every signed-in screen. */
export const FeedbackButton = () => {
  const { t } = useTranslation();
  const [opened, modal] = useDisclosure(false);
  // On a phone the label would cover card text: the icon alone, in the corner (the page leaves room below).
  const isNarrow = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <>
      <Affix position={isNarrow ? { bottom: 12, right: 12 } : { bottom: 20, right: 20 }} zIndex={150}>
        {isNarrow ? (
          <ActionIcon
            size="xl"
            radius="xl"
            style={{ boxShadow: 'var(--mantine-shadow-md)' }}
            aria-label={t('feedback.openLabel')}
            aria-haspopup="dialog"
            onClick={modal.open}
          >
            <IconMessageReport size={20} aria-hidden />
          </ActionIcon>
        ) : (
          <Button
            radius="xl"
            size="sm"
            style={{ boxShadow: 'var(--mantine-shadow-md)' }}
            leftSection={<IconMessageReport size={18} aria-hidden />}
            aria-label={t('feedback.openLabel')}
            aria-haspopup="dialog"
            onClick={modal.open}
          >
            {t('feedback.open')}
          </Button>
        )}
      </Affix>
      <FeedbackModal opened={opened} onClose={modal.close} />
    </>
  );
};
