/** The class editor's quick checks (issue 33): the live class's questions, saved with the class. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KreaResource } from '@platform/contracts';
import { callsTo, on } from '../test/fakeApi';
import { cleanupApp, renderAt } from '../test/render';
import { cls, installResourceApi, res } from '../test/resourceFixtures';

jest.setTimeout(120_000);
beforeEach(() => {
  installResourceApi();
});
afterEach(() => {
  cleanupApp();
  jest.useRealTimers();
});

type Sent = { classPlans?: Array<{ id: number; quickChecks: Array<Record<string, unknown>> }> };
const lastChecks = () => {
  const puts = callsTo('PUT', /Resource\/9$/);
  return (puts[puts.length - 1].body as Sent).classPlans![0].quickChecks;
};

describe('resource editor: quick checks (issue 33)', () => {
  it('adds, validates at the fields, marks the exit ticket, reorders and deletes; saves the complete ones', async () => {
    let version = 4;
    on('PUT', /^\/krea\/Resource\/9$/, () => res({ version: ++version }));
    await renderAt('/krea/resource/9/t/class/31', 'en');
    const box = (await screen.findAllByTestId('quick-checks'))[0];
    expect(within(box).getByRole('heading', { name: 'Quick checks (0/10)' })).toBeInTheDocument();
    await userEvent.click(within(box).getByRole('button', { name: '+ Add a quick check' }));
    // a new multiple-choice check: its errors at its fields, and nothing incomplete is sent
    const prompt = within(box).getByLabelText('Question *');
    expect(prompt).toHaveAttribute('aria-invalid', 'true');
    expect(within(box).getByText('Write the question.')).toBeInTheDocument();
    expect(within(box).getAllByText('Write the option or remove it.')).toHaveLength(2);
    await waitFor(() => expect(callsTo('PUT', /Resource\/9$/).length).toBeGreaterThan(0), { timeout: 5000 });
    expect(lastChecks()).toEqual([]);
    fireEvent.change(prompt, { target: { value: 'How much is 2 + 2?' } });
    fireEvent.change(within(box).getByLabelText('Option 1'), { target: { value: '3' } });
    fireEvent.change(within(box).getByLabelText('Option 2'), { target: { value: '4' } });
    expect(within(box).getByText('Tick at least one correct option.')).toBeInTheDocument();
    await userEvent.click(within(box).getByRole('checkbox', { name: 'Option 2 is correct' }));
    expect(within(box).queryByText('Tick at least one correct option.')).not.toBeInTheDocument();
    await userEvent.click(within(box).getByRole('checkbox', { name: 'Exit ticket of the close section' }));
    await waitFor(() => expect(lastChecks()).toHaveLength(1), { timeout: 5000 });
    expect(lastChecks()[0]).toMatchObject({
      kind: 'choice',
      prompt: 'How much is 2 + 2?',
      exitTicket: true,
      options: [
        { text: '3', correct: false },
        { text: '4', correct: true },
      ],
    });
    // a second one, short answer; moved up; it becomes the exit ticket (only one is)
    await userEvent.click(within(box).getByRole('button', { name: '+ Add a quick check' }));
    expect(within(box).getByRole('heading', { name: 'Quick checks (2/10)' })).toBeInTheDocument();
    fireEvent.change(within(box).getByLabelText('Kind', { selector: '#class-1-qc-2-kind' }), {
      target: { value: 'short' },
    });
    expect(within(within(box).getAllByTestId('quick-check')[1]).queryByLabelText('Option 1')).toBeNull();
    fireEvent.change(within(box).getAllByLabelText('Question *')[1], { target: { value: 'Why?' } });
    await userEvent.click(within(box).getByRole('button', { name: 'Move quick check 2 up' }));
    const exits = within(box).getAllByRole('checkbox', { name: 'Exit ticket of the close section' });
    await userEvent.click(exits[0]);
    expect(exits[1]).not.toBeChecked();
    await waitFor(
      () =>
        expect(lastChecks().map((q) => [q.kind, q.prompt, q.exitTicket])).toEqual([
          ['short', 'Why?', true],
          ['choice', 'How much is 2 + 2?', false],
        ]),
      { timeout: 5000 },
    );
    expect(lastChecks()[0].options).toEqual([]);
    await userEvent.click(within(box).getByRole('button', { name: 'Delete quick check 1' }));
    await waitFor(() => expect(lastChecks().map((q) => q.prompt)).toEqual(['How much is 2 + 2?']), {
      timeout: 5000,
    });
  });

  it('stops at 10 and shows the messages in Spanish', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({
      id: `q${i}`,
      kind: 'short' as const,
      prompt: `P${i}`,
      options: [],
      exitTicket: false,
    }));
    on(
      'GET',
      /^\/krea\/Resource\/9$/,
      res({ classPlans: [cls(31, 1, { quickChecks: ten })] as KreaResource['classPlans'] }),
    );
    await renderAt('/krea/resource/9/t/class/31');
    const box = await screen.findByTestId('quick-checks');
    expect(within(box).getByRole('heading', { name: 'Preguntas rápidas (10/10)' })).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: '+ Añadir una pregunta rápida' })).toBeDisabled();
    fireEvent.change(within(box).getAllByLabelText('Pregunta *')[0], { target: { value: '' } });
    expect(within(box).getByText('Escribe la pregunta.')).toBeInTheDocument();
  });
});
