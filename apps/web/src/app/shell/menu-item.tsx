import { Button } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type MenuItemProps = {
  icon: Icon;
  onClick: () => void;
  /** A route to go to; without one the item is a plain button. */
  to?: string;
  color?: 'gray' | 'red';
  children: ReactNode;
};

/** One line of the user menu: a full-width subtle button with its icon, a link when given `to`. */
export const MenuItem = ({
  icon: ItemIcon,
  onClick,
  to,
  color = 'gray',
  children,
}: MenuItemProps) => {
  const look = {
    variant: 'subtle',
    color,
    justify: 'flex-start',
    fullWidth: true,
    leftSection: <ItemIcon size={16} />,
    onClick,
  } as const;
  return to ? (
    <Button component={Link} to={to} {...look}>
      {children}
    </Button>
  ) : (
    <Button {...look}>{children}</Button>
  );
};
