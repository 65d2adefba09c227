import { Box, Button, Drawer, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FiltersDrawerProps {
  /** How many filters are in use: the button says "Filters" for none, "N filters" otherwise. */
  activeCount: number;
  /** The filter column (search actions, profiles, filters), rendered only while the drawer is open. */
  children: ReactNode;
}

/**
 * Below the `md` breakpoint the filter column gives way to this button above the results (beside the search bar):
 * the first result is then near the top of a phone's screen, and the same filters open in a drawer (focus kept inside, Escape closes
 * it, focus goes back to the button).
 */
export const FiltersDrawer = ({ activeCount, children }: FiltersDrawerProps) => {
  const { t } = useTranslation();
  const [isOpen, { open, close }] = useDisclosure(false);
  return (
    <Box hiddenFrom="md">
      <Button
        variant="default"
        size="md"
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        onClick={open}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
      >
        {activeCount > 0
          ? t('search.filters.buttonCount', { count: activeCount })
          : t('search.filters.button')}
      </Button>
      <Drawer
        opened={isOpen}
        onClose={close}
        title={t('search.filters.title')}
        size="md"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {isOpen && (
          <Stack gap="lg">
            {children}
            <Button onClick={close}>{t('search.filters.showResults')}</Button>
          </Stack>
        )}
      </Drawer>
    </Box>
  );
};
