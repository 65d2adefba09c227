import { gzipSync } from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/** Gzipped JavaScript a first visit may download: the landing page, and any signed-in screen. */
export interface BundleBudget {
  landingKb: number;
  screenKb: number;
  /** The module that loads screens lazily (the router): its dynamic imports are the screens. */
  router: string;
  /** The signed-in layout, itself loaded lazily by the router: counted with every screen. */
  shell: string;
}

const chunksOf = (bundle: OutputBundle): Map<string, OutputChunk> =>
  new Map(
    Object.values(bundle)
      .filter((output): output is OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );

/** The chunk and every chunk it imports statically (what the browser loads before running it). */
const closure = (chunks: Map<string, OutputChunk>, start: OutputChunk): Set<string> => {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  visit(start.fileName);
  return seen;
};

/**
 * Fails the build when the landing page (the entry and its static imports) or any signed-in screen (the entry
 * plus the screen's lazily loaded route module and its static imports) needs more gzipped JavaScript than the
 * budget, and prints what each one needs.
 */
export const bundleBudget = (budget: BundleBudget): Plugin => ({
  name: 'tenderscout:bundle-budget',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = chunksOf(bundle);
    const gzipKb = new Map([...chunks].map(([name, chunk]) => [name, gzipSync(chunk.code).length / 1024]));
    const sizeOf = (files: Set<string>) => [...files].reduce((sum, file) => sum + (gzipKb.get(file) ?? 0), 0);
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
    if (!entry) return;
    // The signed-in screens are counted with the shell, so the sign-in page (outside it) is slightly over-counted.
    const landing = closure(chunks, entry);
    const rows = [{ name: 'landing', kb: sizeOf(landing), limit: budget.landingKb }];
    const screens = [...chunks.values()].filter((chunk) => {
      if (!chunk.isDynamicEntry || !chunk.facadeModuleId) return false;
      const importers = this.getModuleInfo(chunk.facadeModuleId)?.dynamicImporters ?? [];
      return importers.some((importer) => importer.endsWith(budget.router));
    });
    const shellChunk = screens.find((chunk) => chunk.facadeModuleId?.endsWith(budget.shell));
    const shell = shellChunk ? closure(chunks, shellChunk) : new Set<string>();
    for (const chunk of screens) {
      if (chunk === shellChunk) continue;
      const screen = new Set([...landing, ...shell, ...closure(chunks, chunk)]);
      rows.push({ name: chunk.name, kb: sizeOf(screen), limit: budget.screenKb });
    }
    const over = rows.filter((row) => row.kb > row.limit);
    this.info(
      `gzipped JavaScript per first visit: ${rows.map((row) => `${row.name} ${row.kb.toFixed(0)} kB`).join(', ')}`,
    );
    if (over.length > 0) {
      // What the landing page loads, by package (each gzipped on its own): where to look first.
      const byPackage = new Map<string, string>();
      for (const file of landing) {
        for (const [id, module] of Object.entries(chunks.get(file)?.modules ?? {})) {
          const name =
            /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? id.replace(/^.*\/(web|packages)\//, '$1/');
          byPackage.set(name, (byPackage.get(name) ?? '') + (module.code ?? ''));
        }
      }
      const largest = [...byPackage]
        .map(([name, code]) => ({ name, kb: gzipSync(code).length / 1024 }))
        .sort((a, b) => b.kb - a.kb)
        .slice(0, 200)
        .map(({ name, kb }) => `  ${kb.toFixed(1)} kB ${name}`);
      this.warn(`largest parts of the landing page (gzipped):\n${largest.join('\n')}`);
      this.error(
        `over the JavaScript budget: ${over.map((row) => `${row.name} needs ${row.kb.toFixed(0)} kB gzipped (limit ${row.limit} kB)`).join('; ')}`,
      );
    }
  },
});
