/** The invitation token an address carries in its fragment (`#invitation=inv_…`), never sent to the server. */
export function invitationInAddress(): string | undefined {
  return /^#invitation=(inv_[\w-]{20,100})$/.exec(window.location.hash)?.[1];
}
