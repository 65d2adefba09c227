import { Button, Center, Drawer, Loader } from '@mantine/core';
import { IconRobot } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePendingAction, useSignInGate } from '../../../components/ui/sign-in-prompt';
import type { AiPanelProps } from './ai-panel';

// The panel's content (recommendations, the natural-language search) loads when the drawer first opens, so the
// dashboard's first bundle carries only the button.
const AiPanelContent = lazy(() =>
  import('./ai-panel').then((module) => ({ default: module.AiPanelContent })),
);

/** The dashboard's "AI Assistant" button and the drawer it opens: the panel opens from the dashboard. */
export const AiPanel = ({ onApplySearch }: AiPanelProps) => {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const gate = useSignInGate();
  // The panel reads the company profile: a visitor signs in first, then it opens.
  usePendingAction('ai', '', true, () => setIsOpen(true));
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconRobot size={16} />}
        onClick={() => gate('ai') && setIsOpen(true)}
      >
        {t('ai.panel.open')}
      </Button>
      <Drawer
        opened={isOpen}
        onClose={() => setIsOpen(false)}
        position="right"
        size="lg"
        title={t('ai.panel.title')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {isOpen && (
          <Suspense
            fallback={
              <Center py="xl">
                <Loader size="sm" role="progressbar" aria-label={t('common.loading')} />
              </Center>
            }
          >
            <AiPanelContent onApplySearch={onApplySearch} onShowDashboard={() => setIsOpen(false)} />
          </Suspense>
        )}
      </Drawer>
    </>
  );
};
