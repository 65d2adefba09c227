/**
 * Identity of the built-in model, kept apart from its loader so that the main thread can name the model
 * without loading TensorFlow.js (only the worker threads do).
 */
export const BUILTIN_MODEL = 'builtin:use-lite-en@0.2.0';
export const BUILTIN_DIMENSIONS = 512;
