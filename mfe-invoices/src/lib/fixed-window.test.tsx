import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { rowWindow, useElementRowWindow, usePageRowWindow } from './fixed-window';

const sizing = { count: 1000, rowHeight: 40, overscan: 5 };

describe('rowWindow', () => {
  it('renders the rows in view and the overscan on either side', () => {
    expect(rowWindow(sizing, 0, 400)).toEqual({ first: 0, last: 15 });
    expect(rowWindow(sizing, 4000, 400)).toEqual({ first: 95, last: 115 });
    // Part of a row in view counts as in view.
    expect(rowWindow(sizing, 4020, 400)).toEqual({ first: 95, last: 116 });
  });

  it('stays within the rows at both ends, and renders none while the rows are far below the view', () => {
    expect(rowWindow(sizing, 39_900, 400)).toEqual({ first: 992, last: 1000 });
    expect(rowWindow(sizing, 99_999, 400)).toEqual({ first: 1000, last: 1000 });
    expect(rowWindow(sizing, -2000, 400)).toEqual({ first: 0, last: 0 });
    expect(rowWindow({ ...sizing, count: 0 }, 0, 400)).toEqual({ first: 0, last: 0 });
  });
});

function Box({ count }: { count: number }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const { first, last } = useElementRowWindow({ count, rowHeight: 40, overscan: 5 }, element);
  return <div ref={setElement} data-testid="box" data-first={first} data-last={last} />;
}

function Page({ count }: { count: number }) {
  const list = useRef<HTMLDivElement>(null);
  const { first, last } = usePageRowWindow({ count, rowHeight: 40, overscan: 5 }, list);
  return <div ref={list} data-testid="list" data-first={first} data-last={last} />;
}

const shown = (testId: string): [number, number] => {
  const element = screen.getByTestId(testId);
  return [Number(element.dataset.first), Number(element.dataset.last)];
};

describe('useElementRowWindow', () => {
  it('follows the box as it scrolls, and takes a screenful while the box measures 0', () => {
    render(<Box count={1000} />);
    // jsdom lays nothing out: the window's 768 px stand in for the box.
    expect(shown('box')).toEqual([0, Math.ceil(768 / 40) + 5]);
    const box = screen.getByTestId('box');
    Object.defineProperty(box, 'clientHeight', { configurable: true, value: 400 });
    box.scrollTop = 4000;
    act(() => void box.dispatchEvent(new Event('scroll')));
    expect(shown('box')).toEqual([95, 115]);
  });

  it('never asks for rows that a shorter list no longer has', () => {
    const { rerender } = render(<Box count={1000} />);
    const box = screen.getByTestId('box');
    Object.defineProperty(box, 'clientHeight', { configurable: true, value: 400 });
    box.scrollTop = 30_000;
    act(() => void box.dispatchEvent(new Event('scroll')));
    rerender(<Box count={10} />);
    const [first, last] = shown('box');
    expect(last).toBeLessThanOrEqual(10);
    expect(first).toBeLessThanOrEqual(last);
  });
});

describe('usePageRowWindow', () => {
  it('counts the rows from the top of the list as the page scrolls', () => {
    render(<Page count={1000} />);
    const list = screen.getByTestId('list');
    // The list's top has scrolled 2,000 px above the top of the view.
    list.getBoundingClientRect = () => ({ top: -2000, bottom: 38_000, left: 0, right: 0, width: 0, height: 40_000, x: 0, y: -2000, toJSON: () => ({}) });
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(shown('list')).toEqual([45, Math.ceil((2000 + 768) / 40) + 5]);
  });
});
