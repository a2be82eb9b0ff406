/** The scanning input of the floor's screens (src/components/scan/). */
export const scan = {
  label: 'Scan or type a code',
  submit: 'Confirm code',
  camera: 'Scan with the camera',
  camera_hint: 'Hold the barcode or QR code in the middle of the picture',
  camera_starting: 'Opening the camera…',
  close: 'Close',
  retry: 'Try again',
  camera_denied:
    "The camera isn't allowed. Please allow it in the browser's settings and try again",
  camera_absent: 'No camera found on this device. Please use a scanner or type the code',
  camera_unsupported:
    "This browser can't open the camera (the portal must be opened over HTTPS). Please use a scanner or type the code",
  camera_busy: 'Another app is using the camera. Please close it and try again',
  camera_failed: "The camera couldn't be opened; please try again",
  decoder_failed: "The barcode reader couldn't be loaded; please try again or type the code",
  ok: 'Scanned: %{code}',
  error: 'Wrong code: %{code}',
  failed: "Code %{code} couldn't be checked; please try again",
};
