export declare const findChromium: () => string | undefined;
