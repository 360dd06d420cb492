// What `build` and `dev` read of the docwright config: `build.hydrate`, found as `lint` finds the config.
import { describe, expect, test } from '@jest/globals';
import { readBuildSettings } from '../../../src/render/site/build-settings.js';
import { FatalError } from '../../../src/render/layout/project.js';
import { makeProject } from '../helpers.js';

describe('readBuildSettings', () => {
  test('reads `build.hydrate` from `.docwrightrc.json` and from `package.json`', async () => {
    await expect(readBuildSettings(makeProject({ 'package.json': '{}', '.docwrightrc.json': '{ "rules": {}, "build": { "hydrate": true } }' }))).resolves.toEqual({ hydrate: true });
    await expect(readBuildSettings(makeProject({ 'package.json': '{ "docwright": { "build": { "hydrate": false } } }' }))).resolves.toEqual({ hydrate: false });
  });

  test('no config, or none with `build`, hydrates nothing', async () => {
    await expect(readBuildSettings(makeProject({ 'package.json': '{}' }))).resolves.toEqual({});
    await expect(readBuildSettings(makeProject({ 'package.json': '{}', '.docwrightrc.json': '{ "extends": "strict" }' }))).resolves.toEqual({});
  });

  test('a `build` that does not match is fatal, at its line and column', async () => {
    const root = makeProject({ 'package.json': '{}', '.docwrightrc.json': '{\n  "build": { "hydrate": "yes" }\n}\n' });
    const error = await readBuildSettings(root).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FatalError);
    expect((error as FatalError).message).toBe('.docwrightrc.json:2:14: `build.hydrate`: Unexpected string `yes`, expected `true` or `false`');
    const unknown = await readBuildSettings(makeProject({ 'package.json': '{}', '.docwrightrc.json': '{ "build": { "hydrated": true } }' })).catch((caught: unknown) => caught);
    expect((unknown as FatalError).message).toBe('.docwrightrc.json:1:14: `build.hydrated`: Unexpected key `hydrated`, expected `hydrate`');
    const broken = await readBuildSettings(makeProject({ 'package.json': '{}', '.docwrightrc.json': '{ "build": { "hydrate": true, } }' })).catch((caught: unknown) => caught);
    expect((broken as FatalError).message).toBe('.docwrightrc.json:1:31: Unexpected `}` after a `,`, expected a property name in double quotes (JSON allows no trailing comma)');
  });
});
