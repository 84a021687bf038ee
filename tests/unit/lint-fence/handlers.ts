/**
 * The permitted form of the type-aware cases of tests/unit/lint-fence.test.ts, which lints
 * broken variants of this text at this path: promises awaited or handed over with `void`, and
 * a switch that names every member of its union.
 */
const save = async (): Promise<void> => undefined;

export async function submit(): Promise<void> {
  await save();
}

export const onClick: () => void = () => void save();

export function label(status: 'a' | 'b'): string {
  switch (status) {
    case 'a':
      return 'A';
    case 'b':
      return 'B';
  }
}
