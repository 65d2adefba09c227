/**
 * Feedback and error-capture limits, kept apart from the feedback schemas so the error logger, which every page
 * loads, does not load zod with them.
 */
export const FEEDBACK_TITLE_MAX = 100;
export const FEEDBACK_DESCRIPTION_MAX = 10_000;
export const SCREENSHOT_MAX_BYTES = 5_242_880;
export const ERROR_PREVIEW_COUNT = 3;
/** The global error logger keeps this many errors … */
export const ERROR_LOG_CAPACITY = 20;
/** … and a bug report carries at most the last this many. */
export const ERRORS_ATTACHED_MAX = 10;
export const FEEDBACK_THANK_YOU_MS = 2_000;
/** Captured errors are cut to these lengths by the logger, so a report never grows without bound. */
export const CAPTURED_ERROR_MESSAGE_MAX = 2_000;
export const CAPTURED_ERROR_STACK_MAX = 8_000;
