import { act, renderHook } from '@testing-library/react';
import { useAction } from './use-action';

describe('useAction', () => {
  it('runs one at a time: a second call while the first runs starts nothing', async () => {
    let finish: (value: string) => void = () => undefined;
    const action = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useAction(action));

    let first: Promise<string | undefined> = Promise.resolve(undefined);
    let second: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      first = result.current.run();
      second = result.current.run();
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);
    await expect(second).resolves.toBeUndefined();

    await act(async () => finish('sent'));
    await expect(first).resolves.toBe('sent');
    expect(result.current.busy).toBe(false);
  });

  it('is free again after a failure, which reaches the caller', async () => {
    const action = jest.fn(async (n: number) => {
      if (n === 1) throw new Error('refused');
      return n;
    });
    const { result } = renderHook(() => useAction(action));
    await act(async () => {
      await expect(result.current.run(1)).rejects.toThrow('refused');
    });
    expect(result.current.busy).toBe(false);
    let answer: number | undefined;
    await act(async () => {
      answer = await result.current.run(2);
    });
    expect(answer).toBe(2);
  });
});
