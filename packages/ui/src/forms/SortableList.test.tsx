import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DesignSystemProvider } from '@platform/ui';
import { SortableHandle, SortableList, type SortableListTexts } from '.';

/** jsdom lays nothing out: each row (data-order) gets a box, one under the other, so dnd-kit's keyboard moves work. */
const realRect = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const row = this.closest('[data-order]');
    if (!row) return realRect.call(this);
    const top = Number(row.getAttribute('data-order')) * 100;
    return { x: 0, y: top, top, left: 0, right: 600, bottom: top + 80, width: 600, height: 80 } as DOMRect;
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = realRect;
});

const texts: SortableListTexts = {
  instructions: 'Space picks it up, arrows move it, Space drops it',
  move: (title) => `Move ${title}`,
  picked: (m) => `Picked ${m.title}, ${m.position} of ${m.total}`,
  over: (m) => `${m.title} over ${m.position} of ${m.total}`,
  dropped: (m) => `Dropped ${m.title} at ${m.position} of ${m.total}`,
  cancelled: (m) => `${m.title} not moved`,
};
const items = [
  { id: 1, name: 'Robots' },
  { id: 2, name: 'Garden' },
  { id: 3, name: 'Pixels' },
];

function list(onReorder: (next: typeof items) => void, disabled = false) {
  return render(
    <DesignSystemProvider>
      <SortableList
        items={items}
        getId={(i) => i.id}
        getTitle={(i) => i.name}
        label="Resources"
        texts={texts}
        disabled={disabled}
        onReorder={onReorder}
        itemProps={(_, { index }) => ({ 'data-order': index, 'data-testid': 'row' })}
        renderItem={(item, { index, total, handle }) => (
          <>
            {handle && <SortableHandle {...handle} />}
            <span>{`${item.name} ${index + 1}/${total}`}</span>
          </>
        )}
      />
    </DesignSystemProvider>,
  );
}

const pause = () => act(() => new Promise((r) => setTimeout(r, 50)));

describe('SortableList', () => {
  it('a labelled ordered list whose handles are named after their item and explain the keys', () => {
    list(jest.fn());
    const ol = screen.getByRole('list', { name: 'Resources' });
    expect(
      within(ol)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['⠿Robots 1/3', '⠿Garden 2/3', '⠿Pixels 3/3']);
    const handle = screen.getByRole('button', { name: 'Move Robots' });
    expect(handle).toHaveAccessibleDescription(texts.instructions);
  });

  it('reorders with the keyboard (Space, ArrowDown, Space on the handle), saying each step', async () => {
    const onReorder = jest.fn();
    list(onReorder);
    const handle = screen.getByRole('button', { name: 'Move Robots' });
    act(() => handle.focus());
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await pause();
    fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowDown', code: 'ArrowDown' });
    await pause();
    expect(screen.getByRole('status')).toHaveTextContent('Robots over 2 of 3');
    fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' });
    await pause();
    expect(onReorder).toHaveBeenCalledTimes(1);
    expect(onReorder.mock.calls[0][0].map((i: { name: string }) => i.name)).toEqual(['Garden', 'Robots', 'Pixels']);
    expect(screen.getByRole('status')).toHaveTextContent('Dropped Robots at 2 of 3');
    expect(screen.getAllByTestId('row').map((li) => li.textContent)).toEqual([
      '⠿Garden 1/3',
      '⠿Robots 2/3',
      '⠿Pixels 3/3',
    ]);
  });

  it('Escape cancels a move; a disabled list has no handles', async () => {
    const onReorder = jest.fn();
    const { unmount } = list(onReorder);
    const handle = screen.getByRole('button', { name: 'Move Garden' });
    act(() => handle.focus());
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await pause();
    fireEvent.keyDown(document.activeElement ?? handle, { key: 'Escape', code: 'Escape' });
    await pause();
    expect(screen.getByRole('status')).toHaveTextContent('Garden not moved');
    expect(onReorder).not.toHaveBeenCalled();
    unmount();
    list(onReorder, true);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
