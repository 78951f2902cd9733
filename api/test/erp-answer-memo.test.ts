import { createAnswerMemo } from '../src/plugins/external/erp-answer-memo';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('the memo of parsed ERP answers', () => {
  it('gives the answer back only for the same request and exactly the same bytes', () => {
    const memo = createAnswerMemo();
    const answer = memo.set('search a', bytes('{"n":1}'), { n: 1 });
    expect(memo.get('search a', bytes('{"n":1}'))).toBe(answer);
    expect(memo.get('search a', bytes('{"n":2}'))).toBeUndefined();
    expect(memo.get('search b', bytes('{"n":1}'))).toBeUndefined();
  });

  it('freezes what it shares, to the last document', () => {
    const memo = createAnswerMemo();
    const answer = memo.set('k', bytes('x'), { document_list: [{ open_amount: 1 }] });
    expect(() => {
      'use strict';
      (answer.document_list[0] as { open_amount: number }).open_amount = 2;
    }).toThrow(TypeError);
  });

  it('keeps within its count and bytes, the least recently used going first, and skips a huge answer', () => {
    const memo = createAnswerMemo({ maxEntries: 2, maxBytes: 10, maxEntryBytes: 6 });
    memo.set('a', bytes('aaaa'), 'A');
    memo.set('b', bytes('bbbb'), 'B');
    expect(memo.get('a', bytes('aaaa'))).toBe('A');
    memo.set('c', bytes('cccc'), 'C');
    expect(memo.get('b', bytes('bbbb'))).toBeUndefined();
    expect(memo.get('a', bytes('aaaa'))).toBe('A');
    memo.set('d', bytes('ddddddd'), 'D');
    expect(memo.get('d', bytes('ddddddd'))).toBeUndefined();
    expect(memo.size).toBe(2);
    // 4 + 4 + 6 bytes is over 10: the least recently used ('c') goes.
    memo.set('e', bytes('eeeeee'), 'E');
    expect(memo.get('c', bytes('cccc'))).toBeUndefined();
    expect(memo.get('a', bytes('aaaa'))).toBe('A');
    expect(memo.get('e', bytes('eeeeee'))).toBe('E');
  });
});
