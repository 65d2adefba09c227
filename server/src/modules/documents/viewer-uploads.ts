import { documentRefOf, type TenderDetail } from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { isOwnUpload } from '../../lib/access-policy';
import { combinedStatus, documentsStore } from './documents.store';

/**
 * A tender's detail as `viewerId` sees it: the viewer's own uploads join its documents (with their processing
 * status, type and size) and its pdfProcessingStatus includes them. Everyone else's uploads never show.
 */
export const withViewerUploads = async (
  db: Db,
  detail: TenderDetail,
  viewerId: string,
): Promise<TenderDetail> => {
  const uploads = (await documentsStore.listForTender(db, detail.id, viewerId)).filter((document) =>
    isOwnUpload(document, viewerId),
  );
  if (uploads.length === 0) return detail;
  return {
    ...detail,
    documents: [
      ...detail.documents,
      ...uploads.map((upload) => ({
        url: documentRefOf(upload.id),
        filename: upload.filename,
        title: upload.filename,
        file_type: upload.file_type,
        type: 'upload' as const,
        language: null,
        id: upload.id,
        status: upload.status,
        error: upload.error,
        size_bytes: upload.size_bytes === null ? null : Number(upload.size_bytes),
      })),
    ],
    pdfProcessingStatus: combinedStatus([
      detail.pdfProcessingStatus,
      ...uploads.map((upload) => upload.status),
    ]),
  };
};
