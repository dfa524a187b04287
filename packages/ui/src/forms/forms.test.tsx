import { useState } from 'react';
import { render, screen, fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { DesignSystemProvider, Input } from '@platform/ui';
import {
  CardGrid,
  CheckGroup,
  Field,
  FormModal,
  GridItem,
  ImageCrop,
  Pager,
  Select,
  Tabs,
  fieldAria,
  useZodForm,
} from '.';

const wrap = (ui: React.ReactNode) => render(<DesignSystemProvider>{ui}</DesignSystemProvider>);

describe('@platform/ui/forms', () => {
  it('Field wires its only child: label, hint, then the error that replaces it (invalid, described, announced)', () => {
    const { rerender } = wrap(
      <Field label="Name" hint="Your full name" required>
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('Your full name');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    rerender(
      <DesignSystemProvider>
        <Field label="Name" hint="Your full name" error="Write a name">
          <Input />
        </Field>
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Write a name');
    expect(screen.getByRole('alert')).toHaveTextContent('Write a name');
    expect(screen.queryByText('Your full name')).toBeNull();
  });

  it('Field with an id leaves the wiring to fieldAria (a control inside a wrapper)', () => {
    wrap(
      <Field id="f-level" label="Level" error="Choose one">
        <div>
          <Select {...fieldAria('f-level', 'Choose one')}>
            <option>A</option>
          </Select>
        </div>
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Level' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Choose one');
  });

  it('CheckGroup: a named group of checkboxes; toggles ids; an error marks the group and describes it', async () => {
    const Probe = () => {
      const [v, setV] = useState<number[]>([2]);
      return (
        <CheckGroup
          legend="Levels"
          name="levels"
          items={[
            { id: 1, name: 'ESO' },
            { id: 2, name: 'Bachillerato', hint: '16-18' },
          ]}
          value={v}
          onChange={setV}
          error={v.length ? null : 'Choose at least one'}
        />
      );
    };
    wrap(<Probe />);
    const group = screen.getByRole('group', { name: 'Levels' });
    expect(screen.getByRole('checkbox', { name: /Bachillerato/ })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: /Bachillerato/ }));
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose at least one');
    await userEvent.click(screen.getByRole('checkbox', { name: 'ESO' }));
    expect(screen.getByRole('checkbox', { name: 'ESO' })).toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Pager: labelled nav, named buttons disabled at the ends, nothing for one page', () => {
    const onChange = jest.fn();
    const texts = {
      previous: 'Previous page',
      next: 'Next page',
      previousShort: 'Prev',
      nextShort: 'Next',
      pageOf: (p: number, n: number) => `Page ${p} of ${n}`,
    };
    const { rerender } = wrap(<Pager page={0} pages={3} onChange={onChange} label="Results" texts={texts} />);
    expect(screen.getByRole('navigation', { name: 'Results' })).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(1);
    rerender(
      <DesignSystemProvider>
        <Pager page={0} pages={1} onChange={onChange} label="Results" texts={texts} />
      </DesignSystemProvider>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('Tabs: tablist with one tab in the tab order, arrows/Home/End select, the panel is labelled by its tab', () => {
    const Probe = () => {
      const [k, setK] = useState<'a' | 'b' | 'c'>('a');
      return (
        <Tabs
          label="Folders"
          idPrefix="t"
          selected={k}
          onSelect={setK}
          tabs={[
            { key: 'a', label: 'Mine' },
            { key: 'b', label: 'Shared' },
            { key: 'c', label: 'Provider' },
          ]}
        >
          content {k}
        </Tabs>
      );
    };
    wrap(<Probe />);
    expect(screen.getByRole('tablist', { name: 'Folders' })).toBeInTheDocument();
    const mine = screen.getByRole('tab', { name: 'Mine' });
    expect(mine).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Shared' })).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(mine, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Provider' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Provider' })).toHaveTextContent('content c');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Provider' }), { key: 'Home' });
    expect(screen.getByRole('tabpanel', { name: 'Mine' })).toHaveTextContent('content a');
  });

  it('CardGrid: a labelled list of items', () => {
    wrap(
      <CardGrid label="Folders">
        <GridItem>one</GridItem>
        <GridItem>two</GridItem>
      </CardGrid>,
    );
    expect(screen.getByRole('list', { name: 'Folders' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('ImageCrop: a labelled zoom slider', () => {
    wrap(<ImageCrop src="data:image/png;base64,AA==" zoomLabel="Zoom" onAreaChange={() => {}} />);
    const slider = screen.getByRole('slider', { name: 'Zoom' });
    fireEvent.change(slider, { target: { value: '2' } });
    expect(slider).toHaveValue('2');
  });

  it('FormModal + useZodForm: the schema refuses, the field shows it; a valid submit hands over the parsed values', async () => {
    const schema = z.object({ name: z.string().trim().min(1, 'required').max(5, 'tooLong') });
    const save = jest.fn();
    const Probe = () => {
      const { register, handleSubmit, formState } = useZodForm(schema, { defaultValues: { name: '' } });
      return (
        <FormModal
          open
          onClose={() => {}}
          title="New folder"
          onSubmit={handleSubmit(save)}
          submitLabel="Create"
          cancelLabel="Cancel"
        >
          <Field label="Name" error={formState.errors.name?.message}>
            <Input {...register('name')} />
          </Field>
        </FormModal>
      );
    };
    wrap(<Probe />);
    expect(screen.getByRole('dialog', { name: 'New folder' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toBeInvalid());
    expect(screen.getByRole('alert')).toHaveTextContent('required');
    expect(save).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '  Maths ');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][0]).toEqual({ name: 'Maths' });
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toBeInvalid();
  });
});
