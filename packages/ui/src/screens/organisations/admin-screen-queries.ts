/** How the admin screen's stories find its regions and the members table's rows. */
import { within } from 'storybook/test';

export const region = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

export const membersTable = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'Members' });

export const bodyRows = (canvasElement: HTMLElement) =>
  within(membersTable(canvasElement)).getAllByRole('row').slice(1);

export const rowOf = (canvasElement: HTMLElement, name: string) => {
  const row = bodyRows(canvasElement).find((candidate) =>
    within(candidate).queryByText(name, { exact: false }),
  );
  if (!row) throw new Error(`No row for ${name}`);
  return within(row);
};

/**
 * The one displayed element of those found: the Name cell repeats the e-mail, role, plan and seat
 * for phones, and only one copy shows at a time.
 */
export const shown = (elements: HTMLElement[]) => {
  const visible = elements.filter((element) => element.checkVisibility());
  if (visible.length !== 1) throw new Error(`${visible.length} of ${elements.length} shown`);
  return visible[0]!;
};
