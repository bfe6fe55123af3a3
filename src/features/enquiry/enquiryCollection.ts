/** Firestore collection the enquiries are stored in (spec §3: named for the contact form). */
export const ENQUIRY_COLLECTION = "contact-form";
