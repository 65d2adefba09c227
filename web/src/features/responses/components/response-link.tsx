import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useResponseDraft } from '../api/get-response';

/**
 * The tender page's way into the response builder: "Draft response", or "Open final response" once the
 * caller's response to this tender is marked final.
 */
export const ResponseLink = ({ tenderId }: { tenderId: string }) => {
  const { t } = useTranslation();
  const draft = useResponseDraft(tenderId);
  const isFinal = draft.data?.status === 'final';
  return (
    <Button
      component={Link}
      to={paths.tenderRespond(tenderId)}
      variant="light"
      leftSection={<IconPencil size={16} />}
    >
      {t(isFinal ? 'tenders.openFinalResponse' : 'tenders.draftResponse')}
    </Button>
  );
};
