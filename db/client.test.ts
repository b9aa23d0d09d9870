import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { openDatabase, readTx, sqliteConnections, writeTx } from './client';
import { categories } from './schema';

const dir = mkdtempSync(join(tmpdir(), 'soko-client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the statement cache', () => {
  const db = openDatabase(join(dir, 'cache.db'));
  const sqlite = db.$client;

  it('gives the same SQL the same prepared statement', () => {
    expect(sqlite.prepare('SELECT id, name FROM categories')).toBe(sqlite.prepare('SELECT id, name FROM categories'));
  });

  it('hands a reused statement back in its default mode, whatever the last caller set', () => {
    sqlite.prepare('INSERT INTO sync_counter (id, value) VALUES (2, 7) ON CONFLICT DO NOTHING').run();
    const text = 'SELECT id, value FROM sync_counter WHERE id = 2';
    expect(sqlite.prepare(text).pluck().get()).toBe(2);
    expect(sqlite.prepare(text).raw().get()).toEqual([2, 7]);
    expect(sqlite.prepare(text).get()).toEqual({ id: 2, value: 7 });
  });

  it('prepares a fresh statement while the cached one is still iterating', () => {
    const text = 'SELECT value FROM sync_counter ORDER BY id';
    const outer = sqlite.prepare(text);
    const seen: unknown[] = [];
    for (const row of outer.iterate()) seen.push(sqlite.prepare(text).all().length, row);
    expect(seen.length).toBeGreaterThan(0);
  });

  it('still sees schema changes made after a statement was cached', () => {
    sqlite.exec('CREATE TABLE scratch (a INTEGER)');
    const select = 'SELECT * FROM scratch';
    expect(sqlite.prepare(select).all()).toEqual([]);
    sqlite.exec('ALTER TABLE scratch ADD COLUMN b TEXT');
    sqlite.exec("INSERT INTO scratch VALUES (1, 'x')");
    expect(sqlite.prepare(select).all()).toEqual([{ a: 1, b: 'x' }]);
  });
});

describe('transactions say what they are (decision 009)', () => {
  const file = join(dir, 'locks.db');
  const db = openDatabase(file);
  const other = new Database(file, { timeout: 0 });
  afterAll(() => other.close());
  const otherWrites = () => other.prepare('UPDATE sync_counter SET value = value WHERE id = 1').run();

  it('a read snapshot takes no write lock: another connection writes meanwhile', async () => {
    await readTx(db, () => {
      db.$client.prepare('SELECT value FROM sync_counter').get();
      expect(otherWrites).not.toThrow();
    });
  });

  it('a write takes the write lock when it begins: another writer is told the database is busy', async () => {
    await writeTx(db, () => {
      expect(otherWrites).toThrow(/database is locked/);
    });
  });
});

describe('an async domain on one SQLite file (decision 013)', () => {
  const db = openDatabase(join(dir, 'async.db'));
  const names = async () => (await db.select({ name: categories.name }).from(categories)).map((c) => c.name);
  const category = (name: string) => ({ name });

  it('reads outside a transaction see the latest commit, never a write still open', async () => {
    let seenInside: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = writeTx(db, async (tx) => {
      await tx.insert(categories).values(category('Open write'));
      seenInside = await names();
      await held;
    });
    // the write above is open: a read of another request waits for nothing and sees the last commit
    await new Promise((resolve) => setImmediate(resolve));
    const seenOutside = await names();
    release();
    await writing;
    expect(seenInside).toContain('Open write');
    expect(seenOutside).not.toContain('Open write');
    expect(await names()).toContain('Open write');
  });

  it('a write outside any transaction waits for the open one and never joins it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const failing = writeTx(db, async (tx) => {
      await tx.insert(categories).values(category('Rolled back'));
      await held;
      throw new Error('refused');
    });
    await new Promise((resolve) => setImmediate(resolve));
    const alone = db
      .insert(categories)
      .values(category('Its own write'))
      .then(() => 'done');
    release();
    await expect(failing).rejects.toThrow('refused');
    expect(await alone).toBe('done');
    const after = await names();
    expect(after).toContain('Its own write');
    expect(after).not.toContain('Rolled back');
  });

  it('a nested write is a savepoint: refused, it rolls back alone', async () => {
    await writeTx(db, async () => {
      await db.insert(categories).values(category('Outer kept'));
      await expect(
        writeTx(db, async () => {
          await db.insert(categories).values(category('Inner refused'));
          throw new Error('inner refused');
        }),
      ).rejects.toThrow('inner refused');
    });
    const after = await names();
    expect(after).toContain('Outer kept');
    expect(after).not.toContain('Inner refused');
  });

  it('a nested write without a savepoint fails with the write around it', async () => {
    await expect(
      writeTx(db, async () => {
        await db.insert(categories).values(category('Outer failed'));
        await writeTx(
          db,
          async () => {
            await db.insert(categories).values(category('Joined inner'));
            throw new Error('inner refused');
          },
          { savepoint: false },
        );
      }),
    ).rejects.toThrow('inner refused');
    // caught inside the write instead, its rows stay: nothing of its own to roll back to
    await writeTx(db, async () => {
      await writeTx(
        db,
        async () => {
          await db.insert(categories).values(category('Joined and kept'));
          throw new Error('inner refused');
        },
        { savepoint: false },
      ).catch(() => undefined);
    });
    const after = await names();
    expect(after).not.toContain('Outer failed');
    expect(after).not.toContain('Joined inner');
    expect(after).toContain('Joined and kept');
  });

  it('the readers refuse writes: nothing writes past writeTx', () => {
    const [, reader] = sqliteConnections(db);
    expect(() => reader!.prepare('UPDATE sync_counter SET value = value WHERE id = 1').run()).toThrow(/readonly/);
  });

  it('a write cannot open inside a read snapshot', async () => {
    await expect(readTx(db, () => writeTx(db, () => undefined))).rejects.toThrow(/read snapshot/);
  });
});
