import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens the Mantine Select labelled `label` (inside `scope` if given) and picks `option`. */
export const pickOption = async (
  user: UserEvent,
  label: string,
  option: string | RegExp,
  scope?: HTMLElement,
) => {
  const inputs = scope ? within(scope) : screen;
  // Mantine labels the dropdown too: the input is the one to click.
  const input = inputs.getAllByLabelText(label).find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`No select labelled ${label}`);
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: option }));
};
