// The content print page (spec 000 §2.1): /print/content/{id}. The id is checked by +data.
export default '/print/content/@id';
