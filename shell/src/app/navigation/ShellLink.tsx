/**
 * A link of the shell: a real <a href> (open in a new tab, copy link, crawlers) whose plain
 * left click navigates through the shell (history + single-spa, so the guard sees it) without a
 * reload. Replaces react-router's <Link> in the shell chrome so the shell's first load needs no
 * router (the router is shared with the remotes that render routes: @platform/router).
 */
import type { ComponentProps, MouseEvent } from 'react';
import { chakra } from '@platform/ui';
import { navigate } from './location';

export type ShellLinkProps = Omit<ComponentProps<typeof chakra.a>, 'href'> & { to: string; replace?: boolean };

export function ShellLink({ to, replace, onClick, target, ...rest }: ShellLinkProps) {
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    if (target && target !== '_self') return;
    e.preventDefault();
    navigate(to, { replace });
  };
  return <chakra.a href={to} target={target} onClick={handle} {...rest} />;
}
