import type { AwardKind } from '@tenderscout/domain';

/** The kind of award file a header belongs to, or null when it is not one. */
export const detectAwardFileKind = (header: readonly string[]): AwardKind | null => {
  const has = (name: string) => header.includes(name);
  const hasPrefix = (prefix: string) => header.some((name) => name.startsWith(prefix));
  if (has('contract-number') && has('supplier-legal-name')) return 'legacy_contract';
  if (!has('supplierLegalName-nomLegalFournisseur-eng')) return null;
  if (has('awardStatus-attributionStatut-eng')) return 'award_notice';
  if (
    hasPrefix('contractStatus-') ||
    hasPrefix('numberOfRecords-') ||
    hasPrefix('procurementNumber-') ||
    hasPrefix('supplierStandardizedName')
  )
    return 'contract_history';
  if (has('referenceNumber-numeroReference') && has('contractAwardDate-dateAttributionContrat'))
    return 'award_notice';
  return null;
};
