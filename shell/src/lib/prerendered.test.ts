import { holdSubmitsUntilHydrated } from './prerendered';

describe('a submit of the pre-rendered login before hydration (docs/architecture/frontend.md#the-pre-rendered-login)', () => {
  it('is held, and starts loading what the send needs; a hydrated form is left to React', () => {
    const root = document.createElement('div');
    root.innerHTML = '<form method="dialog"><input name="login" value="soldto@portal.test" /><button>Log In</button></form>';
    document.body.append(root);
    const preload = jest.fn();
    holdSubmitsUntilHydrated(root, preload);
    const form = root.querySelector('form')!;
    const submit = () => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

    expect(submit()).toBe(false);
    expect('held' in form.dataset).toBe(true);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(form.querySelector('input')!.value).toBe('soldto@portal.test');

    form.dataset.live = '';
    expect(submit()).toBe(true);
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
