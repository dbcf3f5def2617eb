import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../paths';
import { missingProcessEnv, processEnv } from './process-env';

describe('the environment every process starts with', () => {
  it.each(['start', 'start:web', 'start:worker'])('is set by npm run %s', async (script) => {
    const { scripts } = JSON.parse(await readFile(path.join(projectRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const command = scripts[script]!;
    const beforeNode = command.slice(command.lastIndexOf('&&') + 2, command.indexOf(' node '));
    const assigned = Object.fromEntries(
      beforeNode
        .trim()
        .split(/\s+/)
        .map((assignment) => assignment.split('=')),
    );
    expect(assigned).toEqual(processEnv);
  });

  it('is set by npm run dev for its API server', async () => {
    const devScript = await readFile(path.join(projectRoot, 'scripts/dev.mjs'), 'utf8');
    for (const [name, value] of Object.entries(processEnv)) expect(devScript).toContain(`${name}: '${value}',`);
  });

  it('names what a process started without, or with another value', () => {
    expect(missingProcessEnv({ ...processEnv })).toEqual([]);
    expect(missingProcessEnv({ MALLOC_ARENA_MAX: '2' })).toEqual(['UV_THREADPOOL_SIZE=16']);
    expect(missingProcessEnv({ MALLOC_ARENA_MAX: '8', UV_THREADPOOL_SIZE: '16' })).toEqual(['MALLOC_ARENA_MAX=2']);
  });
});
