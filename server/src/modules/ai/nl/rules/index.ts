import type { NlRule } from '../types';
import { categoryRule } from './categories';
import {
  closingAfterRule,
  closingDeadlineRule,
  closingMonthRule,
  closingNamedRule,
  closingWindowRule,
} from './closing';
import { organizationRule } from './organizations';
import { publishedNamedRule, publishedRecentRule } from './published';
import { regionRule } from './regions';
import { canadianContentRule, clearanceRule, experienceRule, setAsideRule } from './requirements';
import { statusRule } from './status';
import { valueBoundRule, valueRangeRule } from './value';

/**
 * The rules in the order they run. Order matters: a phrase a rule takes is gone for the rules after it, so
 * negations come before the positive forms, publication windows before closing windows ("posted in the last
 * week" is not a closing window), and organisations before regions ("Defence Construction Canada - Ontario
 * Region" names a buyer).
 */
export const NL_RULES: readonly NlRule[] = [
  clearanceRule,
  setAsideRule,
  canadianContentRule,
  experienceRule,
  valueRangeRule,
  valueBoundRule,
  publishedRecentRule,
  publishedNamedRule,
  closingWindowRule,
  closingDeadlineRule,
  closingAfterRule,
  closingNamedRule,
  closingMonthRule,
  statusRule,
  organizationRule,
  regionRule,
  categoryRule,
];
