/**
 * Which engine a process runs on (decision 013): PostgreSQL when DATABASE_URL names one
 * (postgres:// or postgresql://), else the SQLite file at DATABASE_PATH, the default.
 */
export function usesPostgres(env: { DATABASE_URL?: string }): boolean {
  return isPostgresUrl(env.DATABASE_URL ?? '');
}

export function isPostgresUrl(target: string): boolean {
  return /^postgres(ql)?:\/\//i.test(target);
}
