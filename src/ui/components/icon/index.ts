export { Icon, iconName, type IconProps } from './Icon';
export { PaymentIcon, paymentMethodName, type PaymentIconProps } from './PaymentIcon';
export { ICON_NAMES, type IconName } from './paths';
