/**
 * The props of an admin list or table: its rows (`items`), and one handler per row button, named
 * for what the button does (`onDelete`), called with the row it was pressed on. The screen keeps
 * the rows and does the work (its mutations, data/use-confirm.ts); the list only shows them.
 */
export type ListProps<T, Action extends string> = { items: readonly T[] } & Record<Action, (item: T) => void>;
