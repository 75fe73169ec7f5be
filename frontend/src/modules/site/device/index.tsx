import type { ComponentType } from 'react';
import { DeviceKindPage } from './DeviceKindPage';
import type { DeviceKind } from './paramFields';

const views = new Map<DeviceKind, ComponentType>();

/** The screen of one kind as a view of its own (`site/device/<kind>` in the view registry). */
export function deviceView(kind: DeviceKind): ComponentType {
  let view = views.get(kind);
  if (!view) {
    const View = () => <DeviceKindPage kind={kind} />;
    View.displayName = `DeviceView(${kind})`;
    view = View;
    views.set(kind, view);
  }
  return view;
}
