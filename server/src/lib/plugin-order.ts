/** What fastify-plugin records on a plugin (`Symbol.for('plugin-meta')`) and Fastify checks when it is registered. */
interface PluginMeta {
  name?: string;
  dependencies?: readonly string[];
}

export interface PluginNeeds {
  name: string;
  /** The plugins that must be registered before this one. */
  dependencies: readonly string[];
}

const PLUGIN_META = Symbol.for('plugin-meta');

/** A plugin's name and dependencies as declared with fastify-plugin; a plugin without a name fails loudly. */
export const pluginNeeds = (plugin: object): PluginNeeds => {
  const meta = (plugin as { [PLUGIN_META]?: PluginMeta })[PLUGIN_META];
  if (!meta?.name || /-auto-\d+$/.test(meta.name)) {
    throw new Error(
      'Every plugin the app registers is named: wrap it with fastify-plugin and give it a `name`',
    );
  }
  return { name: meta.name, dependencies: meta.dependencies ?? [] };
};

/**
 * The entries in an order Fastify accepts: each after the plugins it depends on (fastify-plugin checks that a
 * dependency is registered before). Entries keep their order in the list unless a dependency moves one later, so
 * the list decides only what no declaration does. A name that no entry provides, a name given twice, or a cycle
 * throws, naming the plugins.
 */
export const inDependencyOrder = <Entry>(
  entries: readonly Entry[],
  needsOf: (entry: Entry) => PluginNeeds,
): Entry[] => {
  const byName = new Map<string, { entry: Entry; needs: PluginNeeds }>();
  for (const entry of entries) {
    const needs = needsOf(entry);
    if (byName.has(needs.name)) throw new Error(`Two plugins are named '${needs.name}'`);
    byName.set(needs.name, { entry, needs });
  }
  const ordered: Entry[] = [];
  const done = new Set<string>();
  const visiting: string[] = [];
  const visit = (name: string, neededBy?: string): void => {
    if (done.has(name)) return;
    const found = byName.get(name);
    if (!found) throw new Error(`Plugin '${neededBy}' depends on '${name}', which is not registered`);
    if (visiting.includes(name)) {
      const cycle = [...visiting.slice(visiting.indexOf(name)), name].join(' → ');
      throw new Error(`Plugins depend on each other in a circle: ${cycle}`);
    }
    visiting.push(name);
    for (const dependency of found.needs.dependencies) visit(dependency, name);
    visiting.pop();
    done.add(name);
    ordered.push(found.entry);
  };
  for (const name of byName.keys()) visit(name);
  return ordered;
};
