import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * A phone-sized screen (below `sm`): lists show a simple list of their rows instead of a
 * table, as in react-admin's demo, and the top bar moves the shop and language into the drawer.
 */
export const useIsPhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
