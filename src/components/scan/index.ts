/**
 * Scanning for the warehouse screens (pick lists, scan-to-pack, receiving): the scanning
 * field with its camera (`ScanInput`), or, for a screen that shows its own field, the
 * keyboard-wedge listener (`useWedgeScan`) and the beeps (`playScanFeedback`). Imported only
 * by those screens, which are lazily loaded chunks: nothing of it reaches the sign-in page.
 */
export { ScanInput, type ScanHandler, type ScanInputProps, type ScanOutcome } from './ScanInput';
export { useWedgeScan, type WedgeOptions } from './useWedgeScan';
export { playScanFeedback, type ScanVerdict } from './feedback';
export { BELOW_TOP_BAR, bringIntoView } from './inView';
