package it.spring3;

import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.Recordset;
import java.util.List;
import java.util.UUID;
import java.util.stream.Collectors;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.stereotype.Service;

/** The application: no cloudsdk bean of its own, a service that takes the DNS client the starter makes. */
@SpringBootApplication
public class OrdersApplication {
    public static void main(String[] args) {
        SpringApplication.run(OrdersApplication.class, args);
    }

    @Service
    public static class Hostnames {
        private final DnsClient dns;

        public Hostnames(DnsClient dns) {
            this.dns = dns;
        }

        public List<String> of(UUID zone) {
            return dns.recordsets().list(zone).stream().map(Recordset::name).collect(Collectors.toList());
        }
    }
}
