import { createEvent, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/testing/render';
import type { Locale } from '@/lib/locales';
import { CodeEntry, type CodeEntryProps } from '../CodeEntry';

function renderPin(locale: Locale = 'en', props: Partial<CodeEntryProps> = {}) {
  const onChange = jest.fn();
  const onComplete = jest.fn();
  const view = renderWithProviders(<CodeEntry id="pin" label="Enter the code" onChange={onChange} onComplete={onComplete} autoFocus {...props} />, { locale });
  const boxes = screen.getAllByRole('textbox') as HTMLInputElement[];
  return { onChange, onComplete, boxes, view };
}

const values = (boxes: HTMLInputElement[]) => boxes.map((b) => b.value).join('|');

function paste(target: HTMLElement, text: string) {
  const event = createEvent.paste(target, { clipboardData: { getData: () => text } });
  fireEvent(target, event);
}

describe('CodeEntry', () => {
  it('is a labelled group of six boxes, one digit each, with one-time-code autofill on the first', () => {
    const { boxes } = renderPin();
    expect(screen.getByRole('group', { name: 'Enter the code' })).toBeInTheDocument();
    expect(boxes).toHaveLength(6);
    boxes.forEach((box, i) => {
      expect(box).toHaveAccessibleName(`Digit ${i + 1} of 6`);
      expect(box).toHaveAttribute('inputmode', 'numeric');
    });
    expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes[1]).toHaveAttribute('autocomplete', 'off');
    expect(boxes[0]).toHaveFocus();
  });

  it('moves to the next box as digits are typed, ignores other keys and reports the whole code', async () => {
    const user = userEvent.setup();
    const { boxes, onChange, onComplete } = renderPin();
    await user.keyboard('1a2');
    expect(values(boxes)).toBe('1|2||||');
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('3456');
    expect(values(boxes)).toBe('1|2|3|4|5|6');
    expect(onChange).toHaveBeenLastCalledWith('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('goes back with backspace on an empty box, clearing the digit before', async () => {
    const user = userEvent.setup();
    const { boxes, onChange } = renderPin();
    await user.keyboard('123');
    expect(boxes[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes[2]).toHaveFocus();
    expect(values(boxes)).toBe('1|2||||');
    await user.keyboard('{Backspace}');
    expect(values(boxes)).toBe('1|||||');
    expect(boxes[1]).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('1');
    await user.keyboard('9');
    expect(values(boxes)).toBe('1|9||||');
  });

  it('spreads a pasted code over the boxes, whatever box has the focus and with spaces or dashes', async () => {
    const { boxes, onComplete } = renderPin();
    paste(boxes[3], '654 32-1');
    expect(values(boxes)).toBe('6|5|4|3|2|1');
    expect(onComplete).toHaveBeenCalledWith('654321');
    expect(boxes[5]).toHaveFocus();
  });

  it('spreads a part code from the box it is pasted in', () => {
    const { boxes } = renderPin();
    paste(boxes[2], '78');
    expect(values(boxes)).toBe('||7|8||');
    expect(boxes[4]).toHaveFocus();
  });

  it('takes the phone’s one-time-code autofill, which puts the whole code in the first box', () => {
    const { boxes, onComplete } = renderPin();
    fireEvent.change(boxes[0], { target: { value: '987654' } });
    expect(values(boxes)).toBe('9|8|7|6|5|4');
    expect(onComplete).toHaveBeenCalledWith('987654');
  });

  it('moves with the arrow keys, left to right even on right-to-left pages', async () => {
    const user = userEvent.setup();
    const { boxes } = renderPin('ar');
    expect(boxes[0]).toHaveAccessibleName('الرقم 1 من 6');
    expect(screen.getByRole('group')).toHaveAttribute('dir', 'ltr');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(boxes[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(boxes[5]).toHaveFocus();
  });

  it('names the group by its visible label; the hint and the error describe every box, the error is announced', () => {
    const { boxes, view } = renderPin('en', { label: 'Confirmation code', hint: 'The 6 digits from the SMS' });
    const group = screen.getByRole('group', { name: 'Confirmation code' });
    expect(group).toHaveAccessibleDescription('The 6 digits from the SMS');
    expect(boxes[0]).not.toHaveAttribute('aria-invalid');
    // The alert region is in the page before the error, so the error is announced when it appears.
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    view.rerender(<CodeEntry id="pin" label="Confirmation code" hint="The 6 digits from the SMS" error="The verification code entered is incorrect." onChange={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The verification code entered is incorrect.');
    expect(group).toHaveAccessibleDescription('The 6 digits from the SMS The verification code entered is incorrect.');
    boxes.forEach((box) => {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('The 6 digits from the SMS The verification code entered is incorrect.');
    });
  });

  it('backspace in the first box stays there; Delete clears the box it is on', async () => {
    const user = userEvent.setup();
    const { boxes } = renderPin();
    await user.keyboard('12');
    await user.keyboard('{ArrowLeft}{Delete}');
    expect(values(boxes)).toBe('1|||||');
    expect(boxes[1]).toHaveFocus();
    await user.keyboard('{Home}{Backspace}{Backspace}');
    expect(boxes[0]).toHaveFocus();
    expect(values(boxes)).toBe('|||||');
  });

  it.each([
    ['en', 'You can ask for a new code in', 'Send a new code'],
    ['ar', 'يمكنك طلب رمز جديد بعد', 'أرسل رمزاً جديداً'],
  ] as const)('%s: with resend, a countdown (digits left to right), then the button; the end is announced', async (locale, waitText, button) => {
    const user = userEvent.setup();
    const onResend = jest.fn();
    const { view } = renderPin(locale, { resend: { secondsLeft: 75, onResend, note: 'sent' } });
    expect(screen.getByText(waitText, { exact: false })).toHaveTextContent('1:15');
    expect(screen.getByText('1:15')).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByRole('button')).toBeNull();
    view.rerender(<CodeEntry id="pin" label="Enter the code" onChange={jest.fn()} resend={{ secondsLeft: 0, onResend }} />);
    await user.click(screen.getByRole('button', { name: button }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBeTruthy();
  });
});
