import { Skeleton } from '@ladrive/design-system';
import type { ReactNode } from 'react';
import { remoteModuleId } from '../remote-module-id';
import { useRemotes } from '../remotes-context';
import { RemoteModule } from './RemoteModule';

/** The `loadRemote` id of the widget some remote lends to `slot`, if any. */
export function useSlotWidget(slot: string): string | null {
  const { manifest } = useRemotes();
  for (const remote of manifest?.remotes ?? []) {
    const widget = remote.widgets.find((w) => w.slot === slot);
    if (widget) return remoteModuleId(remote.name, widget.module);
  }
  return null;
}

export interface RemoteSlotProps {
  /** Slot name as remotes.json lists it, e.g. `home.featuredCars`. */
  slot: string;
  placeholder?: ReactNode;
}

/** A named place in the shell that a remote can fill with a widget; empty when no remote does. */
export function RemoteSlot({ slot, placeholder = <Skeleton $height="12rem" /> }: RemoteSlotProps) {
  const id = useSlotWidget(slot);
  return id ? <RemoteModule id={id} placeholder={placeholder} /> : null;
}
