import type * as React from 'react';
import { Avatar as AvatarPrimitive } from 'radix-ui';

import { cn } from '../lib/utils';

function Avatar({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Root>) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn('relative flex size-8 shrink-0 overflow-hidden rounded-full', className)}
      {...props}
    />
  );
}

function AvatarImage({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      className={cn('aspect-square size-full', className)}
      {...props}
    />
  );
}

function AvatarFallback({
  className,
  ...props
}: React.ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn('flex size-full items-center justify-center rounded-full bg-muted', className)}
      {...props}
    />
  );
}

/*
 * Participant colours: white text on each passes WCAG AA contrast, so the initial stays
 * readable whichever colour a name hashes to.
 */
const NAME_AVATAR_PALETTE = [
  'bg-red-700',
  'bg-orange-700',
  'bg-amber-800',
  'bg-green-700',
  'bg-teal-700',
  'bg-cyan-800',
  'bg-blue-700',
  'bg-indigo-700',
  'bg-violet-700',
  'bg-fuchsia-700',
  'bg-pink-700',
  'bg-slate-700',
] as const;

/** A stable colour class for a name: the same name always gets the same colour. */
function nameAvatarColor(name: string): (typeof NAME_AVATAR_PALETTE)[number] {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) {
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  }
  return NAME_AVATAR_PALETTE[hash % NAME_AVATAR_PALETTE.length] ?? NAME_AVATAR_PALETTE[0];
}

/** The upper-cased first letter of a name, or '?' for a blank one. */
function nameInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}

/** A participant's initial on a colour derived from their name. Decorative: show the name beside it. */
function NameAvatar({
  name,
  className,
  ...props
}: React.ComponentProps<typeof AvatarPrimitive.Root> & { name: string }) {
  return (
    <Avatar data-slot="name-avatar" className={className} {...props}>
      <AvatarFallback
        aria-hidden="true"
        className={cn('text-sm font-semibold text-white', nameAvatarColor(name))}
      >
        {nameInitial(name)}
      </AvatarFallback>
    </Avatar>
  );
}

export {
  Avatar,
  AvatarImage,
  AvatarFallback,
  NameAvatar,
  nameAvatarColor,
  nameInitial,
  NAME_AVATAR_PALETTE,
};
