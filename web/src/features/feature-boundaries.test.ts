import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint zones (eslint.config.js): a feature imports only shared code and itself, never another feature;
 * web/src/app composes features. Linted without type information, which these rules do not need.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

const RULE = 'import-x/no-restricted-paths';
const restrictedImports = async (code: string, filePath: string): Promise<Linter.LintMessage[]> => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  const messages = result?.messages ?? [];
  expect(messages.filter((message) => message.fatal)).toEqual([]);
  return messages.filter((message) => message.ruleId === RULE);
};

const featuresDir = path.join(root, 'web/src/features');
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A module of the feature to import, as an import path from a sibling feature's folder. */
const someModuleOf = (feature: string): string => {
  const file = readdirSync(path.join(featuresDir, feature), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
    .sort()[0];
  if (!file) throw new Error(`${feature} has no module`);
  return `../${feature}/${file.replace(/\.tsx?$/, '')}`;
};

describe('feature boundaries', () => {
  it('fails a feature that imports another feature', async () => {
    const messages = await restrictedImports(
      "export { DASHBOARD_SORTS } from '../search/url-state';\n",
      'web/src/features/saved/cross-feature.ts',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]?.message).toContain('The saved feature imports only shared code');
  });

  it('passes the same import composed in web/src/app', async () => {
    const messages = await restrictedImports(
      "export { DASHBOARD_SORTS } from '../../features/search/url-state';\n",
      'web/src/app/routes/composed.ts',
    );
    expect(messages).toEqual([]);
  });

  it('lets a feature import shared code and its own files', async () => {
    const messages = await restrictedImports(
      [
        "export { paths } from '../../lib/paths';",
        "export { useAuth } from '../../lib/auth/auth-context';",
        "export { PageLoader } from '../../components/ui/page-loader';",
        "export { hasFeatureFlag } from '@tenderscout/domain';",
        "export { DASHBOARD_SORTS } from './url-state';",
        '',
      ].join('\n'),
      'web/src/features/search/own.ts',
    );
    expect(messages).toEqual([]);
  });

  it('fences every feature folder', async () => {
    expect(features.length).toBeGreaterThan(1);
    for (const [index, feature] of features.entries()) {
      const other = features[(index + 1) % features.length] ?? feature;
      const messages = await restrictedImports(
        `export * from '${someModuleOf(other)}';\n`,
        `web/src/features/${feature}/cross-feature.ts`,
      );
      expect(messages, `${feature} importing ${other}`).toHaveLength(1);
    }
  });
});
