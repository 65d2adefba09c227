import { deliverableList, evaluationKind, periodOf, regionList, type Facts } from '../facts';

/** Budget and pricing: the pricing basis, the price terms and the pricing structure. */

export const budget = (f: Facts): string[] => {
  const { company, ctx, p } = f;
  const paragraphs: string[] = [];
  if (f.criteria) paragraphs.push(p.pricingBasis(evaluationKind(f), f.criteria));
  const amount = ctx.tender.value.amount;
  paragraphs.push(
    p.priceTerms({
      amount: amount !== null && amount > 0 ? amount : null,
      period: periodOf(f),
      regions: f.regions.length > 0 ? regionList(f, f.regions) : null,
    }),
  );
  paragraphs.push(
    p.pricingStructure({
      contractTypes: company.contractTypes,
      deliverables: f.deliverables.length > 0 ? deliverableList(f) : null,
      contractValue: company.contractValue,
      company: company.name,
    }),
  );
  return paragraphs;
};
