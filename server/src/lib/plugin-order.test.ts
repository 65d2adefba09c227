import fastifyPlugin from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { inDependencyOrder, pluginNeeds, type PluginNeeds } from './plugin-order';

const plugin = (name: string, ...dependencies: string[]): PluginNeeds => ({ name, dependencies });
const order = (...plugins: PluginNeeds[]) =>
  inDependencyOrder(plugins, (entry) => entry).map(({ name }) => name);

describe('inDependencyOrder', () => {
  it('keeps the order of a list that already respects every dependency', () => {
    expect(
      order(plugin('core'), plugin('auth', 'core'), plugin('health', 'core'), plugin('web', 'auth')),
    ).toEqual(['core', 'auth', 'health', 'web']);
  });

  it('moves a plugin after the plugins it depends on, and leaves the rest where they are', () => {
    expect(
      order(plugin('org', 'alerts', 'auth'), plugin('health'), plugin('alerts', 'auth'), plugin('auth')),
    ).toEqual(['auth', 'alerts', 'org', 'health']);
  });

  it('fails on a dependency no plugin provides, naming both', () => {
    expect(() => order(plugin('org', 'alerts'))).toThrow(
      "Plugin 'org' depends on 'alerts', which is not registered",
    );
  });

  it('fails on a circle of dependencies, naming it', () => {
    expect(() => order(plugin('a', 'b'), plugin('b', 'c'), plugin('c', 'a'))).toThrow(
      'Plugins depend on each other in a circle: a → b → c → a',
    );
    expect(() => order(plugin('self', 'self'))).toThrow('self → self');
  });

  it('fails on two plugins with one name', () => {
    expect(() => order(plugin('search'), plugin('search'))).toThrow("Two plugins are named 'search'");
  });
});

describe('pluginNeeds', () => {
  it('reads the name and dependencies a plugin declared with fastify-plugin', () => {
    const org = fastifyPlugin(async () => {}, { name: 'org', dependencies: ['alerts'] });
    const health = fastifyPlugin(async () => {}, { name: 'health', encapsulate: true });
    expect(pluginNeeds(org)).toEqual({ name: 'org', dependencies: ['alerts'] });
    expect(pluginNeeds(health)).toEqual({ name: 'health', dependencies: [] });
  });

  it('fails on a plugin without a name', () => {
    expect(() => pluginNeeds(async () => {})).toThrow('give it a `name`');
    expect(() => pluginNeeds(fastifyPlugin(async () => {}))).toThrow('give it a `name`');
  });
});
