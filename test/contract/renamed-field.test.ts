/**
 * A renamed answer field fails the typecheck on the side that did not change (decision 011). The
 * compiler checks one file of the project with one other file's text replaced in memory: the
 * server's proof (server/api-contract.ts) when a route renames a field, and the screen that reads
 * it when the contract (sync/answers/) does. The same for what a call sends (sync/api-inputs.ts):
 * a field renamed in a route's input schema fails the call that sends the old name, and a route
 * that validates with another schema than its entry fails the server's proof.
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

describe('a list that pages in a shape of its own', () => {
  it('fails the proof that every paged answer carries the one pagination', () => {
    const errors = errorsIn('server/api-contract.ts', 'sync/answers/user.ts', (text) =>
      text.replace(
        "'GET /users': PagedAnswer<'users', PublicUser>;",
        "'GET /users': { success: true; users: PublicUser[]; pagination: { page: number; total: number; pages: number } };",
      ),
    );
    expect(errors.join('\n')).toMatch(/"GET \/users"[\s\S]*never/);
  }, 120_000);
});

describe('a renamed input field', () => {
  it("in the route's schema fails the screen that sends the old name", () => {
    const errors = errorsIn('client/features/admin/deliveries/admin-delivery.ts', 'sync/schemas/delivery.ts', (text) =>
      text.replace(
        'export const deliveryStatusUpdateSchema = z.object({\n  status: deliveryStatusSchema,',
        'export const deliveryStatusUpdateSchema = z.object({\n  state: deliveryStatusSchema,',
      ),
    );
    expect(errors.join('\n')).toMatch(/'status' does not exist in type/);
  }, 120_000);

  it('fails the proof when a route validates its body with another schema than its entry', () => {
    const errors = errorsIn('server/api-contract.ts', 'server/features/reports/report-routes.ts', (text) =>
      text.replace("validate('json', reportCreateSchema)", "validate('json', reportStatusUpdateSchema)"),
    );
    expect(errors.join('\n')).toMatch(/'POST \/reports'[\s\S]*targetType/);
  }, 120_000);

  it('fails the proof when a route validates a body the contract does not list', () => {
    const errors = errorsIn('server/api-contract.ts', 'server/features/messages/message-routes.ts', (text) =>
      text.replace(".put('/:id{[0-9]+}/read', async", ".put('/:id{[0-9]+}/read', validate('json', listQuery), async"),
    );
    expect(errors.join('\n')).toMatch(/PUT \/messages\/:id\/read/);
  }, 120_000);

  it('leaves the calls that send what their routes take clean, and refuses each wrong body', () => {
    expect(errorsIn('test/contract/request-bodies.ts', 'sync/api-inputs.ts', (text) => `${text}\n`)).toEqual([]);
    const errors = errorsIn('test/contract/request-bodies.ts', 'test/contract/request-bodies.ts', (text) =>
      text.replaceAll('// @ts-expect-error', '//'),
    );
    expect(errors).toHaveLength(6);
  }, 120_000);
});
