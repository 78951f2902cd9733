import path from 'node:path';

type Module = { resource?: string; type?: string };
type Chunk = { modules: Module[] };
type Group = { test: (module: Module, context: { chunkGraph: unknown }) => boolean; name: string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { hostSplitChunks } = require('../host-split-chunks') as { hostSplitChunks(): { cacheGroups: Record<string, Group> } };

const root = path.resolve(__dirname, '../..');
const file = (relative: string): Module => ({ resource: path.join(root, relative) });

/** A chunk graph of the given chunks, as webpack's split-chunks tests ask it. */
function graphOf(chunks: Chunk[]) {
  return {
    getModuleChunksIterable: (module: Module) => chunks.filter((c) => c.modules.includes(module)),
    getChunkModulesIterable: (chunk: Chunk) => chunk.modules,
  };
}

describe("the shell's core file (docs/architecture/phone-reload.md)", () => {
  const { core } = hostSplitChunks().cacheGroups;
  const bootstrap = file('shell/src/bootstrap.tsx');
  const routes = file('shell/src/app/routes.tsx');
  const messages = file('shared/src/domain/constants/messages.ts');
  const remotes = file('shared/remotes.json');
  const federationApi = file('node_modules/@module-federation/enhanced/dist/src/runtime.mjs');
  const consumed: Module = { type: 'consume-shared-module' };
  const react = file('node_modules/react-dom/client.js');
  const privateFrame = file('shell/src/app/private-frame.tsx');
  const everyPage: Chunk = { modules: [bootstrap, routes, messages, remotes, federationApi, consumed, react] };
  const behindLogin: Chunk = { modules: [privateFrame, messages] };
  const chunkGraph = graphOf([everyPage, behindLogin]);
  const inCore = (module: Module) => core!.test(module, { chunkGraph });

  it("gathers the shell's and shared's own code that every page runs, with the federation runtime's API", () => {
    expect(core!.name).toBe('core');
    for (const module of [bootstrap, routes, messages, remotes, federationApi]) expect({ module: module.resource, inCore: inCore(module) }).toEqual({ module: module.resource, inCore: true });
  });

  it('leaves the libraries, the code only some pages run, and the consumed shared modules (a consumer in its own provider would wait for itself)', () => {
    for (const module of [react, privateFrame, consumed]) expect({ module: module.resource ?? module.type, inCore: inCore(module) }).toEqual({ module: module.resource ?? module.type, inCore: false });
  });
});
