import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContactDetails } from "../../../src/components/contact/ContactDetails";

const labels = { phone: "Phone", email: "E-mail" };

describe("ContactDetails", () => {
  it("lists the phone and e-mail links after their labels", () => {
    expect(
      renderToStaticMarkup(
        <ContactDetails phone="+91 98100 00000" email="info@example.com" labels={labels} />,
      ),
    ).toBe(
      '<dl><dt>Phone</dt><dd><a href="tel:+919810000000">+91 98100 00000</a></dd>' +
        '<dt>E-mail</dt><dd><a href="mailto:info@example.com">info@example.com</a></dd></dl>',
    );
  });

  it("adds the postal address as a third entry when given, one line per span", () => {
    const html = renderToStaticMarkup(
      <ContactDetails
        phone="+91 98100 00000"
        email="info@example.com"
        labels={labels}
        address={{ label: "Address", lines: ["1 Mill Road", "Kanpur"] }}
      />,
    );
    expect(html).toMatch(
      /<\/dd><dt>Address<\/dt><dd><address><span>1 Mill Road<\/span><span>Kanpur<\/span><\/address><\/dd><\/dl>$/,
    );
  });
});
