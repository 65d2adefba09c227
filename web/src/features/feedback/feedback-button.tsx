import { Affix, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageReport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FeedbackModal } from './feedback-modal';

/** The floating feedback control on every signed-in screen. */
export const FeedbackButton = () => {
  const { t } = useTranslation();
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
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
      </Affix>
      <FeedbackModal opened={opened} onClose={modal.close} />
    </>
  );
};
