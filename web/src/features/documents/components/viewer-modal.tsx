import { Image, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DocumentKind } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { PdfView } from './pdf-view';
import { SpreadsheetView } from './spreadsheet-view';

export interface ViewerTarget {
  url: string;
  kind: DocumentKind;
  filename: string;
}

export interface ViewerModalProps {
  target: ViewerTarget | null;
  onClose: () => void;
}

/** The document viewer: PDFs, images and spreadsheets; a failure alerts and closes the modal. */
export const ViewerModal = ({ target, onClose }: ViewerModalProps) => {
  const { t } = useTranslation();
  const fail = (kind: DocumentKind) => {
    notifications.show({ color: 'red', message: t(`documents.viewer.failed.${kind}`) });
    onClose();
  };
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.filename ?? t('documents.viewer.title')}
      size="xl"
      centered
    >
      {target?.kind === 'pdf' && <PdfView url={target.url} onError={() => fail('pdf')} />}
      {target?.kind === 'image' && (
        <Image
          src={target.url}
          alt={target.filename}
          fit="contain"
          mah="70vh"
          onError={() => fail('image')}
        />
      )}
      {target?.kind === 'spreadsheet' && (
        <SpreadsheetView url={target.url} onError={() => fail('spreadsheet')} />
      )}
    </Modal>
  );
};
