/// GNOME Shell's search provider interface, version 2, as GNOME's apps ship it
/// (`org.gnome.ShellSearchProvider2.xml`), and the names this provider answers under.
enum ShellSearchProvider2 {
    static let interfaceName = "org.gnome.Shell.SearchProvider2"
    /// D-Bus-activated under this name (`Data/kr.boxoffice.BoxOffice.SearchProvider.service.in`), named in the
    /// Shell's key file (`Data/kr.boxoffice.BoxOffice.search-provider.ini`).
    static let busName = "kr.boxoffice.BoxOffice.SearchProvider"
    static let objectPath = "/kr/boxoffice/BoxOffice/SearchProvider"

    static let xml = """
        <!DOCTYPE node PUBLIC
        '-//freedesktop//DTD D-BUS Object Introspection 1.0//EN'
        'http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd'>
        <node>
          <interface name="org.gnome.Shell.SearchProvider2">
            <method name="GetInitialResultSet">
              <arg type="as" name="terms" direction="in" />
              <arg type="as" name="results" direction="out" />
            </method>
            <method name="GetSubsearchResultSet">
              <arg type="as" name="previous_results" direction="in" />
              <arg type="as" name="terms" direction="in" />
              <arg type="as" name="results" direction="out" />
            </method>
            <method name="GetResultMetas">
              <arg type="as" name="identifiers" direction="in" />
              <arg type="aa{sv}" name="metas" direction="out" />
            </method>
            <method name="ActivateResult">
              <arg type="s" name="identifier" direction="in" />
              <arg type="as" name="terms" direction="in" />
              <arg type="u" name="timestamp" direction="in" />
            </method>
            <method name="LaunchSearch">
              <arg type="as" name="terms" direction="in" />
              <arg type="u" name="timestamp" direction="in" />
            </method>
          </interface>
        </node>
        """
}
