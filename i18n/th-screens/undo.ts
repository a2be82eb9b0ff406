/** Undo after a safe edit (src/components/useOfferUndo.tsx): products, sets, users, settings. */
export const undo = {
  undo: 'เลิกทำ',
  undo_label: 'เลิกทำ: ย้อนการแก้ไขนี้',
  undoing: 'กำลังย้อนการแก้ไข...',
  undone: 'ย้อนการแก้ไขเรียบร้อยแล้ว',
  failed: 'ย้อนการแก้ไขไม่สำเร็จ: %{message}',
};
