/**
 * A renamed answer field fails the typecheck on the side that did not change (decision 011). The
 * compiler checks one file of the project with one other file's text replaced in memory: the
 * server's proof (server/api-contract.ts) when a route renames a field, and the screen that reads
 * it when the contract (sync/answers/) does.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const at = (path: string) => resolve(ROOT, path);

function options(): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    at('tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  return parsed!.options;
}

/** The compiler's errors in `checked` when `edited` reads as `edit` makes it. */
function errorsIn(checked: string, edited: string, edit: (text: string) => string): string[] {
  const compilerOptions = options();
  const host = ts.createCompilerHost(compilerOptions);
  const original = readFileSync(at(edited), 'utf8');
  const changed = edit(original);
  expect(changed, `the edit of ${edited} changes it`).not.toBe(original);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, languageVersion, ...rest) =>
    resolve(name) === at(edited)
      ? ts.createSourceFile(name, changed, languageVersion)
      : getSourceFile(name, languageVersion, ...rest);
  const program = ts.createProgram({ rootNames: [at(checked)], options: compilerOptions, host });
  return program
    .getSemanticDiagnostics(program.getSourceFile(at(checked)))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('a renamed answer field', () => {
  it('on the server fails the proof that the routes answer what the contract promises', () => {
    const errors = errorsIn('server/api-contract.ts', 'server/features/alerts/alert-routes.ts', (text) =>
      text.replace('publicKey: c.var.deps.config.push.publicKey', 'key: c.var.deps.config.push.publicKey'),
    );
    expect(errors.join('\n')).toMatch(/"GET \/push\/public-key"[\s\S]*publicKey/);
  }, 120_000);

  it('in the contract fails the client screen that reads it', () => {
    const errors = errorsIn('client/lib/push-alerts.ts', 'sync/answers/alerts.ts', (text) =>
      text.replace('publicKey: string', 'key: string'),
    );
    expect(errors.join('\n')).toMatch(/Property 'publicKey' does not exist/);
  }, 120_000);

  it('leaves both files clean when nothing is renamed', () => {
    expect(errorsIn('client/lib/push-alerts.ts', 'sync/answers/alerts.ts', (text) => `${text}\n`)).toEqual([]);
  }, 120_000);
});
