import { ActionIcon, Tooltip, type ActionIconProps, type ElementProps, type TooltipProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { BUTTON_ICON_SIZES_PX, TOOLTIP_MAX_WIDTH_PX } from '../../shared/constants.js';

export type IconButtonSize = 'lg' | 'md' | 'sm' | 'xs';

/** 000 §9 "Button icon sizes 22, 18, 16, 14 for large, medium, small, other" ('xs' is the other). */
export const ICON_BUTTON_ICON_PX: Readonly<Record<IconButtonSize, number>> = {
  lg: BUTTON_ICON_SIZES_PX.large,
  md: BUTTON_ICON_SIZES_PX.medium,
  sm: BUTTON_ICON_SIZES_PX.small,
  xs: BUTTON_ICON_SIZES_PX.other,
};

export type ActionIconButtonProps = Omit<ActionIconProps, 'size' | 'children'> &
  ElementProps<'button', 'aria-label' | 'children'> & {
    /** Accessible name and tooltip text: an icon alone says nothing to a screen reader. */
    label: string;
    /** An inline SVG; icons from ./icons (1em by default) take the size below. */
    icon: ReactNode;
    size?: IconButtonSize;
    /** Tooltip options other than the label (e.g. position). */
    tooltipProps?: Omit<TooltipProps, 'label' | 'children'>;
  };

/**
 * Icon-only button with a tooltip. The icon is drawn at the spec size for the button size; the
 * tooltip is at most 200px wide and wraps (000 §9).
 */
export function ActionIconButton({ label, icon, size = 'md', tooltipProps, type = 'button', ...rest }: ActionIconButtonProps) {
  const iconPx = ICON_BUTTON_ICON_PX[size];
  return (
    <Tooltip label={label} multiline maw={TOOLTIP_MAX_WIDTH_PX} {...tooltipProps}>
      <ActionIcon variant="subtle" {...rest} type={type} size={size} aria-label={label} data-icon-size={iconPx}>
        {/* font-size sizes 1em icons; width/height size any other inline SVG filling its box. */}
        <span aria-hidden style={{ display: 'inline-flex', fontSize: iconPx, width: iconPx, height: iconPx }}>
          {icon}
        </span>
      </ActionIcon>
    </Tooltip>
  );
}
